-- wrk script: a flood from one network at everything that renders a page per request, each
-- request broken as a script would break it: a certificate code that is none, the reservation
-- and contact forms posted with empty fields, link pages with a made-up token, unknown paths, the
-- certificate form itself. No HEAD: wrk would wait for the body a HEAD answer's Content-Length
-- announces (server tests cover HEAD). Arguments: the piece's slug and the client address the
-- server is told (it trusts the bench as its proxy). done() prints one line the runner parses:
--   status classes: 2xx=1234 3xx=0 4xx=0 5xx=0

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  slug = args[1] or "hero-kid"
  address = args[2] or "198.51.100.7"
  turn = 0
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
  counts = { ["1xx"] = 0, ["2xx"] = 0, ["3xx"] = 0, ["4xx"] = 0, ["5xx"] = 0 }
end

local function random_text()
  local chars = {}
  for i = 1, 12 do chars[i] = string.char(math.random(97, 122)) end
  return table.concat(chars)
end

local function form(path, body)
  return wrk.format("POST", path, {
    ["Content-Type"] = "application/x-www-form-urlencoded",
    ["Sec-Fetch-Site"] = "same-origin",
    ["X-Forwarded-For"] = address,
  }, body)
end

local function get(method, path)
  return wrk.format(method, path, { ["X-Forwarded-For"] = address })
end

function request()
  turn = turn % 8 + 1
  local r = random_text()
  if turn == 1 then return get("GET", "/verify?code=" .. r .. "!!") end
  if turn == 2 then return form("/reserve?piece=" .. slug .. "&size=100", "name=&email=&phone=&message=") end
  if turn == 3 then return get("GET", "/" .. r) end
  if turn == 4 then return get("GET", "/unsubscribe?token=" .. r) end
  if turn == 5 then return form("/contact", "name=&email=&message=") end
  if turn == 6 then return get("GET", "/verify") end
  if turn == 7 then return get("GET", "/confirm?token=" .. r) end
  return form("/newsletter", "email=" .. r)
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
