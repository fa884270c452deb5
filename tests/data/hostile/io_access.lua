-- expect: runtime: global 'io'
-- No io library.
return io.open("/etc/passwd"):read("a")
