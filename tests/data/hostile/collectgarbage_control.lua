-- No collectgarbage: a script may not stop the collector.
collectgarbage("stop")
