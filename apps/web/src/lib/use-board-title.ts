import { boardTitle, type Category, type Region } from '@one-world/contract';
import { useCallback } from 'react';
import { useT } from './i18n';

/** "Climate", "Policy · Asia": a board's name (or a post's topic and region) in the interface language. */
export function useBoardTitle(): (board: { category: Category; region: Region | null }) => string {
  const t = useT();
  return useCallback((board) => boardTitle(board, t), [t]);
}
