-- No dofile or loadfile.
return dofile("/etc/passwd")
