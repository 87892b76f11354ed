import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { LoadingBlock } from '@/components/ui/spinner';

/**
 * Renders a view whose code is a separate chunk, loaded the first time it is shown. The popup
 * keeps only its first tab in the code it loads on open (its size budget, README › Benchmarks);
 * the others arrive in a few milliseconds from the extension's own files when picked.
 */
export function LazyView<P extends object>({
  load,
  props,
  loading = <LoadingBlock />,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** What shows while the code loads: a spinner, or nothing where a spinner would be noise. */
  loading?: ComponentChildren;
}) {
  const [view, setView] = useState<{ load: typeof load; Component: ComponentType<P> }>();
  useEffect(() => {
    let live = true;
    void load().then(({ default: Component }) => live && setView({ load, Component }));
    return () => {
      live = false;
    };
  }, [load]);
  if (view?.load !== load) return <>{loading}</>;
  const { Component } = view;
  return <Component {...props} />;
}
