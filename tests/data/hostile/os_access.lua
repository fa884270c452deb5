-- expect: runtime: global 'os'
-- No os library.
os.execute("echo pwned")
