-- expect: runtime: global 'load'
-- No load: neither source nor bytecode can be compiled at run time.
return load("\27LuaT\0\25\147\r\n\26\n")()
