-- expect: runtime: global 'require'
-- No require.
local os = require("os")
return os.getenv("HOME")
