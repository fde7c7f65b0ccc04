import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** A prop as react-docgen-typescript reads it, with the tag map `shouldIncludePropTagMap` adds. */
interface DocgenProp {
  defaultValue: { value: unknown; computed?: boolean } | null; // what the Default column shows
  tags?: Record<string, string> | undefined; // the prop's JSDoc tags by name
  parent?: { fileName: string } | undefined; // the interface that declares it
}

/**
 * A default as `@defaultValue` documents it, in the form Storybook shows: a string literal
 * (`'freestyle'`) as its bare text, which the docs table quotes itself; anything else
 * (`messages.boardLabel(size)`, "the provided store") as written, out of any backticks, and
 * marked `computed` so that the table does not quote it as if it were a string.
 */
function documentedDefault(text: string): { value: string; computed?: boolean } {
  const literal = /^(['"])(.*)\1$/.exec(text);
  if (literal !== null) return { value: literal[2] ?? '' };
  // Code in backticks, as TSDoc writes it: the table shows it in code type already.
  return { value: text.replace(/^`(.*)`$/, '$1'), computed: true };
}

/**
 * Keeps the props a component declares itself, leaving out React's and the DOM's. On the way it
 * takes each prop's default from TSDoc's `@defaultValue`, which the kit's sources use, where
 * react-docgen-typescript reads only `@default`; a default found in the code (a destructuring
 * default such as `openingName = true`) comes first.
 */
function ownPropsWithDefaults(prop: DocgenProp): boolean {
  const documented = prop.tags?.defaultValue;
  if (prop.defaultValue === null && documented !== undefined && documented !== '') {
    prop.defaultValue = documentedDefault(documented);
  }
  return prop.parent === undefined || !prop.parent.fileName.includes('node_modules');
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The ui package's compiler settings (bundler resolution, `.ts` imports): without them
      // `@stonekit/core` does not resolve through its exports map and its types read as `any`.
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      // `rule?: GomokuRuleName | undefined` becomes the list 'freestyle' | 'standard' | …, shown
      // in the table and offered as a radio control.
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      shouldIncludePropTagMap: true,
      savePropValueAsString: true,
      propFilter: ownPropsWithDefaults,
    },
  },
};

export default config;
