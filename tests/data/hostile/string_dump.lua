-- expect: runtime: field 'dump'
-- No string.dump: functions cannot be turned into bytecode.
return string.dump(function() end)
