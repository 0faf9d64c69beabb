-- wrk script for bench/rate-limiter: POSTs valid blog-audit leads (a new e-mail each, so
-- deduplication never applies) from one client address, or with ADDRESSES set in the
-- environment, from an address drawn at random among that many (X-Forwarded-For, read by the
-- server with TRUST_PROXY=1).
local counter = 0
thread_id = 0  -- global: set per thread by setup()
local threads = {}
local addresses = tonumber(os.getenv("ADDRESSES") or "1")

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() * 1000 + thread_id)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Accept"] = "application/json"
end

function request()
  counter = counter + 1
  local i = math.random(0, addresses - 1)
  -- wrk.format uses the table it is given instead of wrk.headers: start from a copy.
  local headers = {}
  for name, value in pairs(wrk.headers) do headers[name] = value end
  headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(i / 65536) % 256, math.floor(i / 256) % 256, i % 256)
  local body = "form=audit-blogue&name=Banc+d%27essai&company=Clinique&email=rl" .. thread_id .. "-" .. counter .. "-" .. os.time() ..
    "%40example.com&phone=514-555-1234&city=laval&sector=medical&confidentialite=on&page=%2Fblog"
  return wrk.format(nil, nil, headers, body)
end
