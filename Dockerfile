# syntax=docker/dockerfile:1
# The site's production image: `docker build -t stardust .` from the repository root.
# NEXT_PUBLIC_* values are inlined by the build: pass them as build arguments (every one the site reads
# has an ARG below; a test fails when one is missing), and the commit for stardust_build_info:
#   docker build --build-arg STARDUST_BUILD_COMMIT=$(git rev-parse --short=12 HEAD) --build-arg NEXT_PUBLIC_... -t stardust .
# Runtime configuration (AUTH_SECRET, NEXTAUTH_URL, DATABASE_URL, REDIS_URL, STARDUST_DEPLOYMENTS,
# AUTH_TRUSTED_PROXIES, ...) comes from the environment: see docs/operations.md. An instance refuses to start
# without DATABASE_URL and REDIS_URL unless STARDUST_SINGLE_INSTANCE=1 (one instance, state kept to itself).

FROM node:22-bookworm-slim AS build
ENV NEXT_TELEMETRY_DISABLED=1 TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo
COPY . .
RUN npx -y pnpm@10.34.9 install --frozen-lockfile
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_API_BASE_URL
ARG NEXT_PUBLIC_CLAIM_PROOFS_URL
ARG NEXT_PUBLIC_GA_ID
ARG NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID
ARG NEXT_PUBLIC_TESTNETS
ARG NEXT_PUBLIC_RPC_MANTLE
ARG NEXT_PUBLIC_RPC_ARBITRUM
ARG NEXT_PUBLIC_RPC_ETHEREUM
ARG NEXT_PUBLIC_RPC_SEPOLIA
ARG NEXT_PUBLIC_RPC_MANTLE_SEPOLIA
ARG NEXT_PUBLIC_RPC_ARBITRUM_SEPOLIA
# .git is not copied (.dockerignore): pass --build-arg STARDUST_BUILD_COMMIT=$(git rev-parse HEAD). It names the
# build (metrics, build id, deploymentId, manifest); without it the commit is "unknown" and the build id random.
ARG STARDUST_BUILD_COMMIT
RUN npx -y pnpm@10.34.9 turbo run build --filter=web

# Once per release, before the new instances start: applies the ledger's migrations under a lock.
#   docker build --target migrate -t stardust-migrate . && docker run --rm -e DATABASE_URL stardust-migrate
FROM build AS migrate
USER node
CMD ["node", "packages/rewards-server/bin/stardust-migrate.mjs"]

# Per instance: the standalone build and its production server, as the unprivileged `node` user.
FROM node:22-bookworm-slim AS run
ARG STARDUST_BUILD_COMMIT
LABEL org.opencontainers.image.revision=$STARDUST_BUILD_COMMIT
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 PORT=3000 STARDUST_BUILD_COMMIT=$STARDUST_BUILD_COMMIT
WORKDIR /app
COPY --from=build --chown=node:node /repo/apps/web/.next/standalone ./
USER node
EXPOSE 3000
# Liveness (/api/health/live): the process answers; no dependency is asked. "unhealthy" means restart it.
# Readiness (/api/health: 503 while PostgreSQL or Redis cannot serve, or the instance is stopping) decides
# traffic, never restarts: probing it here would have a database outage replace every healthy container.
# Kubernetes: livenessProbe on /api/health/live, readinessProbe on /api/health (docs/operations.md, Health).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains in-flight requests for up to STARDUST_STOP_TIMEOUT_MS (10 s by
# default): give `docker stop -t` / the orchestrator's grace period a little more than that.
STOPSIGNAL SIGTERM
CMD ["node", "apps/web/server/production.mjs"]
