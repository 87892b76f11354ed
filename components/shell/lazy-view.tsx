import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { LoadingBlock } from '@/components/ui/spinner';
import { ViewLoadFailed } from './view-load-failed';

type Module<P> = { default: ComponentType<P> };
type Loader<P> = (() => Promise<Module<P>>) & { loaded?: Module<P> };

/**
 * `load`, loading once, and remembering what it loaded: a view shown again (the side panel's views,
 * back from another) renders at once, without a loading frame and a render more.
 */
export function preloaded<P>(load: () => Promise<Module<P>>): Loader<P> {
  let loading: Promise<Module<P>> | undefined;
  const loader: Loader<P> = () => {
    loading ??= load().then((module) => {
      loader.loaded = module;
      return module;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return loader;
}

/** A view whose code is in the page's own script, as a loader: it renders in the first frame. */
export function loadedAlready<P>(module: Module<P>): Loader<P> {
  const loader: Loader<P> = () => Promise.resolve(module);
  loader.loaded = module;
  return loader;
}

/**
 * Renders a view whose code is a separate chunk, loaded the first time it is shown. The popup
 * keeps only its first tab in the code it loads on open (its size budget, docs/benchmarks.md);
 * the others arrive in a few milliseconds from the extension's own files when picked.
 */
export function LazyView<P extends object>({
  load,
  props,
  loading = <LoadingBlock />,
}: {
  load: Loader<P>;
  props: P;
  /** What shows while the code loads: a spinner, or nothing where a spinner would be noise. */
  loading?: ComponentChildren;
}) {
  const [view, setView] = useState<{ load: typeof load; Component?: ComponentType<P>; failed?: true }>();
  useEffect(() => {
    if (load.loaded) return;
    let live = true;
    load().then(
      ({ default: Component }) => live && setView({ load, Component }),
      () => live && setView({ load, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const mine = view?.load === load ? view : undefined;
  const Component = load.loaded?.default ?? mine?.Component;
  if (mine?.failed) return <ViewLoadFailed />;
  if (!Component) return <>{loading}</>;
  return <Component {...props} />;
}
