# Shared by the bench/ sections (sourced): free ports, our server, wrk figures in milliseconds.
# Each section is a script that prints Markdown lines to stdout; bench/run gathers them.

BENCH_SECONDS=${BENCH_SECONDS:-5}
CORES=$(nproc)

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'
}

wait_http() {  # url: waits up to 10 s for a 2xx
  for _ in $(seq 200); do curl -sf -o /dev/null "$1" && return 0; sleep 0.05; done
  echo "bench: nothing answers at $1" >&2
  return 1
}

# start_server DIR PORT THREADS [extra serve flags...]: our server (SERVER_BIN, default
# server/build/server) on a throwaway database and
# outbox under DIR, with the rate limit, the per-client connection cap and the minimum
# time-to-submit lifted (a flood comes from one address); sets SERVER_PID. Its output (the access log) goes to DIR/server.log.
start_server() {
  local dir=$1 port=$2 threads=$3; shift 3
  mkdir -p "$dir"
  DB_PATH=$dir/leads.db OUTBOX_DIR=$dir/outbox RATE_LIMIT_BURST=10000000 RATE_LIMIT_PER_MINUTE=10000000 MIN_SUBMIT_MS=0 \
  MAX_CONNECTIONS_PER_CLIENT=0 \
  OUTBOX_POLL_MS=${OUTBOX_POLL_MS:-1000} \
    "${SERVER_BIN:-server/build/server}" serve --host 127.0.0.1 --port "$port" --root web/dist --threads "$threads" "$@" >"$dir/server.log" 2>&1 &
  SERVER_PID=$!
  wait_http "http://127.0.0.1:$port/healthz" || { cat "$dir/server.log" >&2; return 1; }
}

stop_pid() {  # pid: SIGTERM, then wait for it
  kill "$1" 2>/dev/null || true
  wait "$1" 2>/dev/null || true
}

# wrk_field OUTPUT what: rate | p50 | p99 (milliseconds) | non2xx | requests
wrk_field() {
  case $2 in
    rate) awk '/Requests\/sec/ {printf "%.0f", $2}' <<<"$1" ;;
    p50|p99)
      local pct=${2#p}%
      awk -v pct="$pct" '$1 == pct {
        v = $2; unit = v; gsub(/[0-9.]/, "", unit); sub(/[a-z]+$/, "", v);
        if (unit == "us") v /= 1000; else if (unit == "s") v *= 1000; else if (unit == "m") v *= 60000;
        printf "%.2f", v }' <<<"$1" ;;
    non2xx) { awk '/Non-2xx/ {print $NF}' <<<"$1"; echo 0; } | head -n1 ;;
    requests) awk '/requests in/ {print $1}' <<<"$1" ;;
  esac
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
# meets VALUE OP TARGET → "yes" / "**no**"
meets() { awk -v v="$1" -v op="$2" -v t="$3" 'BEGIN { ok = (op == ">=") ? (v >= t) : (v <= t); print ok ? "yes" : "**no**" }'; }
