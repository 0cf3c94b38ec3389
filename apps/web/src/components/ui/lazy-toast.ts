/**
 * A toast from code of the first bundle (the layout, the sidebar), which sonner is not part of:
 * it loads with the first toast, as the toaster itself does (app/providers.tsx).
 */
export async function showToast(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('sonner');
  toast[kind](message);
}
