# Build stage: dev dependencies, esbuild bundles into dist/.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY tsconfig.json build.mjs ./
COPY shared ./shared
COPY client ./client
COPY server ./server
# The playground's option data links each option to its heading on the configuration pages.
COPY content ./content
RUN npm run build

# Runtime stage: production dependencies only, the built server and the content, as a non-root user.
FROM node:20-bookworm-slim AS runtime
# MALLOC_ARENA_MAX: cache fills compress pages in libuv's worker threads; with glibc's default
# of one malloc arena per thread and core, each keeps the memory its compressions used.
ENV NODE_ENV=production MALLOC_ARENA_MAX=2 PORT=3000 HOST=0.0.0.0 CONTENT_DIR=content
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY content ./content
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server/index.cjs"]
