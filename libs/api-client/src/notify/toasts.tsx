import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { loadToasts, onToastsRequested, toastsRequested } from './notify';

/**
 * The page's one toast container (spec §9: top-right, auto-close 5000 ms, no limit), rendered once
 * the first toast is asked for; until then it is nothing, and react-toastify is not downloaded.
 */
export function Toasts() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);

  useEffect(() => {
    let mounted = true;
    const mount = () => {
      loadToasts().then(
        (toastify) => {
          if (mounted) setContainer(() => toastify.ToastContainer);
        },
        () => undefined, // `notify` reports the failure; the next toast tries again.
      );
    };
    const unsubscribe = onToastsRequested(mount);
    if (toastsRequested()) mount();
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, []);

  return Container ? <Container position="top-right" autoClose={5000} /> : null;
}
