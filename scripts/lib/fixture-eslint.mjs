import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { repoRoot } from './build.mjs';

/**
 * The repository's ESLint for fixtures linted as text under made-up names. Such a file belongs to
 * no tsconfig project, so it is parsed without types, and the type-aware rules (which no fixture
 * exercises) are off.
 */
export function fixtureEslint() {
  return new ESLint({
    cwd: repoRoot,
    overrideConfig: { ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx,mts}'] },
  });
}
