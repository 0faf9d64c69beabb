import * as contentRegistry from '../../src/content/registry';
import { editorConfig, editorFiles, isMarkdownFolder, type EditorConfig } from '../schema/config';
import { sourcesOf } from '../schema/sources';
import type { Context } from './api';
import { problemsOfSave } from './site-check';

/**
 * The editor's view of the content, rebuilt on each request from the registry
 * (src/content/registry.ts) and the files as they are now. Loaded through the dev server's module
 * loader (../integration.ts), which resolves the registry's TypeScript and its `astro:` imports.
 */
export function editorState(root: string): { config: EditorConfig; context: Context } {
  const sources = sourcesOf(contentRegistry);
  const files = editorFiles(root, sources);
  const folders = new Map(
    sources
      .filter((s) => s.folder)
      .map((s) => [`src/content/data/${s.folder}`, { name: s.name, path: '', markdown: isMarkdownFolder(root, s), wrapped: false, schema: s.schema }] as const),
  );
  return { config: editorConfig(root, sources), context: { root, files, folders, check: problemsOfSave } };
}
