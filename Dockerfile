# syntax=docker/dockerfile:1
# The platform's production image (docs/deploy.md). Three stages: dependencies, the build (Next.js
# standalone output: server.js plus only the node_modules it uses), and two slim run-time targets
# that run as an unprivileged user:
#   docker build --target web    -t dealer-platform-web .
#   docker build --target worker -t dealer-platform-worker .
# The worker target also runs the one-off jobs (migrations, config:check, seed, stock keys).

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
RUN npx next build

# The web tier: the standalone output (Next and only the node_modules it uses) run by the platform's
# own server/web-server.mjs, the request guard in front of Next (decision 024), as `npm start` runs it.
# No source, no dev dependencies.
FROM ${NODE_IMAGE} AS web
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 LISTEN_HOST=0.0.0.0 \
    SEED_ON_START=false DEMO_MODE=false LEAD_WORKER=off
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Migrations are applied from here when a process opens the database (and by the migrate job).
COPY --from=build --chown=node:node /app/drizzle ./drizzle
COPY --from=build --chown=node:node /app/server ./server
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "server/web-server.mjs"]

# The lead delivery worker and the operator's commands: TypeScript run by tsx, so it keeps the
# dependencies and the sources it runs.
FROM ${NODE_IMAGE} AS worker
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json package-lock.json tsconfig.json ./
COPY --chown=node:node src ./src
COPY --chown=node:node scripts ./scripts
COPY --chown=node:node drizzle ./drizzle
USER node
CMD ["npx", "tsx", "scripts/worker.ts"]
