-- No os library.
os.execute("echo pwned")
