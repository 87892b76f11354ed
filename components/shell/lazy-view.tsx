import type { ComponentType } from 'preact';
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
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
}) {
  const [view, setView] = useState<{ load: typeof load; Component: ComponentType<P> }>();
  useEffect(() => {
    let live = true;
    void load().then(({ default: Component }) => live && setView({ load, Component }));
    return () => {
      live = false;
    };
  }, [load]);
  if (view?.load !== load) return <LoadingBlock />;
  const { Component } = view;
  return <Component {...props} />;
}
