// The import boundaries of eslint.config.js (STYLE.md habit 7, issue 13 item 6), proven on the real
// config: each zone gets an import that breaks it and one that it allows. The imported modules are real
// files picked at run time, since the rules work on resolved paths and an unresolved import is silent.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') });

/** A module of `dir` (not a test), as an import specifier relative to `from`. */
function moduleIn(dir: string, from: string, extension = /\.tsx?$/): string {
  const file = readdirSync(join(root, dir)).sort().find((name) => extension.test(name) && !name.includes('.test'));
  if (!file) throw new Error(`no module in ${dir}`);
  const specifier = relative(dirname(join(root, from)), join(root, dir, file)).replace(/\.tsx?$/, '');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
}

async function rulesBroken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

async function importing(filePath: string, dir: string, extension?: RegExp): Promise<string[]> {
  return rulesBroken(filePath, `import * as m from '${moduleIn(dir, filePath, extension)}';\nexport const x = m;\n`);
}

const BROKEN = ['import-x/no-restricted-paths'];
const areas = readdirSync(join(root, 'src/screens'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const appShell = 'src/app/session';

describe('import boundaries', () => {
  it('keeps the server out of src/', async () => {
    expect(await importing('src/lib/fake.ts', 'server')).toEqual(BROKEN);
    expect(await importing('src/api/contract/fake.ts', 'server/lib')).toEqual(BROKEN);
  });

  it('keeps screens, commands, AskCISO and the app shell out of ui/ and lib/', async () => {
    for (const target of ['src/ui/fake.ts', 'src/lib/fake.ts']) {
      for (const dir of [`src/screens/${areas[0]}`, 'src/commands', 'src/askciso', appShell]) {
        expect(await importing(target, dir), `${target} → ${dir}`).toEqual(BROKEN);
      }
    }
  });

  it('lets lib/links.ts and ui/ read the route table, and no other lib/ file', async () => {
    expect(await importing('src/lib/links.ts', 'src/app/routes')).toEqual([]);
    expect(await importing('src/ui/fake.ts', 'src/app/routes')).toEqual([]);
    expect(await importing('src/lib/fake.ts', 'src/app/routes')).toEqual(BROKEN);
  });

  it('keeps commands, screens, AskCISO and the app shell out of api/', async () => {
    for (const dir of ['src/commands', `src/screens/${areas[0]}`, 'src/askciso', appShell]) {
      expect(await importing('src/api/queries/fake.ts', dir), dir).toEqual(BROKEN);
    }
    expect(await importing('src/api/queries/fake.ts', 'src/app/routes')).toEqual([]);
  });

  it('keeps screens and the app shell out of machines/', async () => {
    expect(await importing('src/machines/fake.ts', `src/screens/${areas[0]}`)).toEqual(BROKEN);
    expect(await importing('src/machines/fake.ts', appShell)).toEqual(BROKEN);
    expect(await importing('src/machines/fake.ts', 'src/app/routes')).toEqual([]);
  });

  it('keeps screens, commands, AskCISO and the app shell out of domain/', async () => {
    for (const dir of [`src/screens/${areas[0]}`, 'src/commands', 'src/askciso', appShell]) {
      expect(await importing('src/domain/fake.tsx', dir), dir).toEqual(BROKEN);
    }
  });

  it('keeps each screen area out of the others', async () => {
    const [home, other] = areas;
    expect(await importing(`src/screens/${home}/fake.tsx`, `src/screens/${other}`)).toEqual(BROKEN);
    expect(await importing(`src/screens/${home}/fake.tsx`, `src/screens/${home}`)).toEqual([]);
    expect(await importing(`src/screens/${home}/fake.tsx`, 'src/ui')).toEqual([]);
  });

  it('lets the server read the contract, the route table, lib/ and help data, nothing else of src/', async () => {
    for (const dir of ['src/api/contract', 'src/app/routes', 'src/lib']) {
      expect(await importing('server/modules/fake.ts', dir), dir).toEqual([]);
    }
    expect(await importing('server/askciso/fake.ts', 'src/help', /\.ts$/)).toEqual([]);
    expect(await importing('server/askciso/fake.ts', 'src/help', /\.tsx$/)).toEqual(BROKEN);
    for (const dir of [`src/screens/${areas[0]}`, 'src/ui', 'src/machines', appShell]) {
      expect(await importing('server/modules/fake.ts', dir), dir).toEqual(BROKEN);
    }
  });

  it('keeps the route table plain data', async () => {
    expect(await importing('src/app/routes/fake.ts', 'src/ui')).toEqual(BROKEN);
    expect(await importing('src/app/routes/fake.ts', appShell)).toEqual(BROKEN);
    expect(await rulesBroken('src/app/routes/fake.ts', "import { useState } from 'react';\nexport const x = useState;\n")).toEqual(['no-restricted-imports']);
  });

  describe('cycles', () => {
    // Two real files are needed: the rule follows imports on disk. A dot folder, so tsc and vite skip it.
    const dir = join(root, `src/.lint-cycle-${process.pid}`);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('reports an import cycle', async () => {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      const [result] = await eslint.lintFiles([join(dir, 'a.ts')]);
      expect(result.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    });
  });
});
