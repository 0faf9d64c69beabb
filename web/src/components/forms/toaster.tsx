import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';

let mounted = false;

/** The toast region's and close button's accessible names, in French (sonner 2 options). */
export const TOASTER_LABELS = {
  region: 'Notifications (raccourci Alt+T)',
  close: 'Fermer la notification',
} as const;

/**
 * One toast region per page, however many form islands it holds. Islands are separate React
 * roots but share the sonner module, so every `toast()` lands here. Mounted when the first form
 * hydrates, well before anyone can submit it.
 */
export function ensureToaster() {
  if (mounted || typeof document === 'undefined') return;
  mounted = true;
  const host = document.createElement('div');
  document.body.append(host);
  // Not richColors: its success colours fail contrast. Spec: a toast lasts about 4 to 5 seconds.
  // sonner's accessible names are English by default (« Notifications alt+T », « Close toast »).
  createRoot(host).render(
    <Toaster
      position="top-center"
      closeButton
      duration={5000}
      customAriaLabel={TOASTER_LABELS.region}
      toastOptions={{ closeButtonAriaLabel: TOASTER_LABELS.close }}
    />,
  );
}
