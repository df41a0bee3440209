# syntax=docker/dockerfile:1
# The site's production image: `docker build -t stardust .` from the repository root.
# NEXT_PUBLIC_* values are inlined by the build: pass them as build arguments.
# Runtime configuration (AUTH_SECRET, NEXTAUTH_URL, DATABASE_URL, REDIS_URL, STARDUST_DEPLOYMENTS,
# AUTH_TRUSTED_PROXIES, ...) comes from the environment: see the README, "Run it in production".

FROM node:22-bookworm-slim AS build
ENV NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_RPC_MANTLE
ARG NEXT_PUBLIC_RPC_ARBITRUM
ARG NEXT_PUBLIC_RPC_ETHEREUM
ARG NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID
ARG NEXT_PUBLIC_TESTNETS
RUN npx -y pnpm@10.34.9 turbo run build --filter=web

# Once per release, before the new instances start: applies the ledger's migrations under a lock.
#   docker build --target migrate -t stardust-migrate . && docker run --rm -e DATABASE_URL stardust-migrate
FROM build AS migrate
USER node
CMD ["node", "packages/rewards-server/bin/stardust-migrate.mjs"]

# Per instance: the standalone build and its production server, as the unprivileged `node` user.
FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /repo/apps/web/.next/standalone ./
USER node
EXPOSE 3000
# Readiness: 503 while PostgreSQL or Redis is unreachable or the instance is stopping.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains in-flight requests for up to STARDUST_STOP_TIMEOUT_MS (10 s by
# default): give `docker stop -t` / the orchestrator's grace period a little more than that.
STOPSIGNAL SIGTERM
CMD ["node", "apps/web/server/production.mjs"]
