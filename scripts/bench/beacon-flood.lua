-- wrk script: page view beacons (POST /api/visits, text/plain, as navigator.sendBeacon sends
-- them) for the pages given after `--`, each request another browser; answers counted by status
-- class exactly as status-mix.lua does (its setup, response and done are loaded from it).

local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)") or "./"
dofile(here .. "status-mix.lua")

function init(args)
  pages = {}
  for i, path in ipairs(args) do
    pages[i] = path
  end
  if #pages == 0 then
    pages[1] = "/"
  end
  turn = 0
  counts = { ["1xx"] = 0, ["2xx"] = 0, ["3xx"] = 0, ["4xx"] = 0, ["5xx"] = 0 }
end

function request()
  turn = turn + 1
  local page = pages[turn % #pages + 1]
  local headers = {
    ["Content-Type"] = "text/plain;charset=UTF-8",
    ["User-Agent"] = "Mozilla/5.0 (bench) Chrome/131.0 visitor-" .. turn,
  }
  local body = page .. "\nhttp://127.0.0.1" .. page .. "?utm_source=bench\nhttps://www.instagram.com/\n"
  return wrk.format("POST", "/api/visits", headers, body)
end
