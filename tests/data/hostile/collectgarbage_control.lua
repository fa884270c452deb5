-- expect: runtime: global 'collectgarbage'
-- No collectgarbage: a script may not stop the collector.
collectgarbage("stop")
