// The Dockerfile reader the image test relies on: stages, COPY sources and .dockerignore rules.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dockerIgnore, parseDockerfile } from '../helpers/dockerfile';

describe('parseDockerfile', () => {
  it('reads stages with their WORKDIR, ENV, COPY and RUN steps and the CMD', () => {
    const stages = parseDockerfile(
      [
        '# comment',
        'FROM node:20 AS build',
        'WORKDIR /app',
        'COPY a.json b.json ./',
        'RUN npm ci && \\',
        '  npm run build',
        'FROM node:20 AS runtime',
        'ENV NODE_ENV=production PORT=3000 NAME="two words"',
        'WORKDIR /app',
        'COPY --from=build /app/dist ./dist',
        'USER node',
        'CMD ["node", "dist/server.cjs"]',
      ].join('\n'),
    );
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    expect(stages[0]?.steps).toEqual([
      { kind: 'copy', from: null, sources: ['a.json', 'b.json'], dest: './' },
      { kind: 'run', command: 'npm ci &&    npm run build' },
    ]);
    expect(stages[1]?.env).toEqual({ NODE_ENV: 'production', PORT: '3000', NAME: 'two words' });
    expect(stages[1]?.workdir).toBe('/app');
    expect(stages[1]?.steps).toEqual([{ kind: 'copy', from: 'build', sources: ['/app/dist'], dest: './dist' }]);
    expect(stages[1]?.cmd).toEqual(['node', 'dist/server.cjs']);
  });

  it('refuses instructions it does not understand instead of skipping them', () => {
    expect(() => parseDockerfile('FROM x\nADD a b\n')).toThrow('ADD is not understood');
    expect(() => parseDockerfile('FROM x\nCOPY --chown=node a b\n')).toThrow('--chown=node');
  });

  it("reads this project's Dockerfile: a build stage and a runtime stage that copies dist/ from it", () => {
    const stages = parseDockerfile(readFileSync(join(__dirname, '..', '..', 'Dockerfile'), 'utf8'));
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    expect(stages[1]?.steps).toContainEqual({ kind: 'copy', from: 'build', sources: ['/app/dist'], dest: './dist' });
    expect(stages[1]?.env).toMatchObject({ NODE_ENV: 'production', PORT: '3000' });
    expect(stages[1]?.user).toBe('node');
  });
});

describe('dockerIgnore', () => {
  const ignored = dockerIgnore('# comment\nnode_modules\n/dist\n**/*.log\ndocs/*\n!docs/keep.md\n');

  it('leaves out a matching folder with everything below it', () => {
    expect(ignored('node_modules')).toBe(true);
    expect(ignored('node_modules/express/index.js')).toBe(true);
    expect(ignored('dist/server/index.cjs')).toBe(true);
    expect(ignored('server/dist.ts')).toBe(false);
  });

  it('matches * within one path segment and ** across segments', () => {
    expect(ignored('a/b/c.log')).toBe(true);
    expect(ignored('c.log')).toBe(true);
    expect(ignored('docs/a.md')).toBe(true);
    expect(ignored('docs')).toBe(false);
  });

  it('brings back a path with a later ! line', () => {
    expect(ignored('docs/keep.md')).toBe(false);
  });
});
