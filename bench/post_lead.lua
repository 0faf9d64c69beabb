-- wrk script: POSTs valid blog-audit leads, each with a new e-mail so deduplication never applies.
local counter = 0
thread_id = 0  -- global: set per thread by setup()
local threads = {}

function setup(thread)
  thread:set("thread_id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Accept"] = "application/json"
end

function request()
  counter = counter + 1
  local body = "form=audit-blogue&name=Banc+d%27essai&company=Clinique&email=bench" .. thread_id .. "-" .. counter ..
    "%40example.com&phone=514-555-1234&city=laval&sector=medical&confidentialite=on&page=%2Fblog&_e=5000"
  return wrk.format(nil, nil, nil, body)
end
