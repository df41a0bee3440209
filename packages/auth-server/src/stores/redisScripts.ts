// Lua scripts run atomically inside Redis: each one is a single step no other client can interleave.
// Keys derived inside a script (prefix + id) use the prefix the store passes, which carries the hash tag
// of every nonce key ({n}): on a Redis Cluster they all live in one slot, so no script crosses slots.

const NOW = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`

/** KEYS: address zset, global zset. ARGV: prefix, nonce, json, ttlMs, perAddress, total. Returns 0 or retry-after ms. */
export const PUT_NONCE = `${NOW}
local ttl = tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[6]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) - now)
end
while redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[5]) do
  local popped = redis.call('ZPOPMIN', KEYS[1])
  redis.call('DEL', ARGV[1] .. 'n:' .. popped[1])
  redis.call('ZREM', KEYS[2], popped[1])
end
-- Scores strictly increase per address, so eviction and newest-first never tie within a millisecond.
local score = now + ttl
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if last[2] and tonumber(last[2]) >= score then score = tonumber(last[2]) + 1 end
redis.call('SET', ARGV[1] .. 'n:' .. ARGV[2], ARGV[3], 'PX', ttl)
redis.call('ZADD', KEYS[1], score, ARGV[2])
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('ZADD', KEYS[2], now + ttl, ARGV[2])
redis.call('PEXPIRE', KEYS[2], ttl)
return 0`

/** KEYS: address zset. ARGV: prefix. Returns the live records of the address, newest first. */
export const LIST_NONCES = `${NOW}
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], now, '+inf')
local out = {}
for i = #ids, 1, -1 do
  local value = redis.call('GET', ARGV[1] .. 'n:' .. ids[i])
  if value then out[#out + 1] = value end
end
return out`

/** KEYS: nonce key, used key, global zset. ARGV: prefix, nonce. Returns the record or nil. */
export const CONSUME_NONCE = `local value = redis.call('GET', KEYS[1])
if not value then return false end
local ttl = redis.call('PTTL', KEYS[1])
redis.call('DEL', KEYS[1])
if ttl < 1 then ttl = 1 end
redis.call('SET', KEYS[2], '1', 'PX', ttl)
redis.call('ZREM', KEYS[3], ARGV[2])
local record = cjson.decode(value)
redis.call('ZREM', ARGV[1] .. 'a:' .. record.address, ARGV[2])
return value`
