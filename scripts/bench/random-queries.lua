-- wrk script: a flood of pages with random query strings, from one client: the paths given after
-- `--` each get a fresh random value appended (`?piece=<random>` style), so no two requests name
-- the same URL. done() prints one line the runner parses:
--   status classes: 2xx=1234 3xx=0 4xx=0 5xx=0

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  bases = args
  if #bases == 0 then bases = { wrk.path .. "?q=" } end
  turn = 0
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
  counts = { ["1xx"] = 0, ["2xx"] = 0, ["3xx"] = 0, ["4xx"] = 0, ["5xx"] = 0 }
end

local function random_text()
  local chars = {}
  for i = 1, 12 do chars[i] = string.char(math.random(97, 122)) end
  return table.concat(chars)
end

function request()
  turn = turn % #bases + 1
  return wrk.format("GET", bases[turn] .. random_text())
end

function response(status, headers, body)
  local class = math.floor(status / 100) .. "xx"
  counts[class] = (counts[class] or 0) + 1
end

function done(summary, latency, requests)
  local total = { ["1xx"] = 0, ["2xx"] = 0, ["3xx"] = 0, ["4xx"] = 0, ["5xx"] = 0 }
  for _, thread in ipairs(threads) do
    for class, _ in pairs(total) do
      total[class] = total[class] + (thread:get("counts")[class] or 0)
    end
  end
  io.write(string.format("status classes: 2xx=%d 3xx=%d 4xx=%d 5xx=%d\n",
    total["2xx"], total["3xx"], total["4xx"], total["5xx"]))
end
