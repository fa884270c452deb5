-- expect: runtime: global 'dofile'
-- No dofile or loadfile.
return dofile("/etc/passwd")
