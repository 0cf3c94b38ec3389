import { useCallback, useEffect, useRef, useState } from 'react';

export type Editing = ReturnType<typeof useEditing>;

/**
 * Whether a post or comment is being edited in place. When the form closes (Save or Cancel),
 * the focus goes back to the Edit button (`opener`), so a keyboard user stays where they were.
 */
export function useEditing() {
  const [active, setActive] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closedByForm = useRef(false);

  useEffect(() => {
    if (!active && closedByForm.current) {
      closedByForm.current = false;
      opener.current?.focus();
    }
  }, [active]);

  const open = useCallback(() => setActive(true), []);
  const close = useCallback(() => {
    closedByForm.current = true;
    setActive(false);
  }, []);
  return { active, open, close, opener };
}
