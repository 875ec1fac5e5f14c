# Turnout in a container: the same steps as scripts/production-install.sh, which CI runs on every change
# (so they are tested even where no container engine is at hand), on this image's Node.js major.
# Node.js 24 is a long-term-support line, maintained until April 2028; 20 reached its end of life in April 2026.
# The build stage installs every package and builds, then prunes to the production packages (peer
# dependencies left out: see production-install.sh). The image keeps only what runs: those packages, the
# build, and the scripts that start the server and take backups (decision 059).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --legacy-peer-deps --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production DATA_DIR=/data PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/scripts/serve.sh /app/scripts/backup.sh ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/status').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["sh", "scripts/serve.sh"]
