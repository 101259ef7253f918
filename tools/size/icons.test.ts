// The build plugins of issue 14 item 2: icons cut out of @radix-ui/react-icons, and preload lists
// without the chunks the entry has loaded.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { rewriteImports, splitIcons } from './icons';
import { entryClosure } from './preload';

const source = readFileSync(createRequire(import.meta.url).resolve('@radix-ui/react-icons/dist/react-icons.esm.js'), 'utf8');

describe('radix icons split', () => {
  it('cuts every icon the package exports into a block of its own', () => {
    const { helper, icons } = splitIcons(source);
    const exported = /export \{([^}]*)\}/.exec(source)![1].split(',').map((name) => name.trim()).filter(Boolean);
    expect([...icons.keys()].sort()).toEqual([...exported].sort());
    expect(helper).toContain('function _objectWithoutPropertiesLoose');
    const gear = icons.get('GearIcon')!;
    expect(gear).toMatch(/^var _excluded\S* = \["color"\];\nvar GearIcon = /);
    // a block holds its own icon only
    expect(gear.match(/forwardRef\(/g)).toHaveLength(1);
  });

  it('rewrites named imports, aliased and on several lines, into one import per icon', () => {
    const code = `import { GearIcon, BellIcon as Bell,\n  PersonIcon } from "@radix-ui/react-icons";\nimport { useState } from 'react';\n`;
    expect(rewriteImports(code)).toBe(
      [
        `import { GearIcon } from 'virtual:radix-icon/GearIcon';`,
        `import { BellIcon as Bell } from 'virtual:radix-icon/BellIcon';`,
        `import { PersonIcon } from 'virtual:radix-icon/PersonIcon';`,
        `import { useState } from 'react';`,
        '',
      ].join('\n'),
    );
    expect(rewriteImports(`import { useState } from 'react';`)).toBeNull();
  });
});

describe('preload lists', () => {
  it('counts the entry and what it imports statically, not the lazy chunks', () => {
    const chunk = (fileName: string, imports: string[], isEntry = false) => ({ type: 'chunk' as const, fileName, imports, isEntry });
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], true),
      'assets/react.js': chunk('assets/react.js', ['assets/runtime.js']),
      'assets/runtime.js': chunk('assets/runtime.js', []),
      'assets/screen.js': chunk('assets/screen.js', ['assets/react.js', 'assets/charts.js']),
      'assets/charts.js': chunk('assets/charts.js', []),
      'assets/style.css': { type: 'asset' as const, fileName: 'assets/style.css' },
    };
    expect([...entryClosure(bundle)].sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/runtime.js']);
  });
});
