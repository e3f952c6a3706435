-- wrk script: cycles the paths given after `--` (each thread's requests go round them in turn)
-- and counts the answers by status class; done() prints one line the runner parses:
--   status classes: 2xx=1234 3xx=0 4xx=0 5xx=0

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  prepared = {}
  for i, path in ipairs(args) do
    prepared[i] = wrk.format("GET", path)
  end
  if #prepared == 0 then
    prepared[1] = wrk.format("GET", wrk.path)
  end
  turn = 0
  counts = { ["1xx"] = 0, ["2xx"] = 0, ["3xx"] = 0, ["4xx"] = 0, ["5xx"] = 0 }
end

function request()
  turn = turn % #prepared + 1
  return prepared[turn]
end

function response(status, headers, body)
  local class = math.floor(status / 100) .. "xx"
  counts[class] = (counts[class] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for class, count in pairs(thread:get("counts")) do
      totals[class] = (totals[class] or 0) + count
    end
  end
  local line = "status classes:"
  for _, class in ipairs({ "1xx", "2xx", "3xx", "4xx", "5xx" }) do
    line = line .. " " .. class .. "=" .. (totals[class] or 0)
  end
  io.write(line .. "\n")
end
