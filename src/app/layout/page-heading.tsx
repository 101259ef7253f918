// Lets a screen put its own heading, subheading or logo in the breadcrumb bar (spec part 2 §2.5),
// e.g. the app name on /saas-users/{name}. Without it the bar shows the route table's title.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

export interface PageHeading {
  readonly heading?: string;
  readonly subheading?: string;
  readonly logo?: ReactNode;
}

type Setter = (value: PageHeading | null) => void;

const PageHeadingContext = createContext<{ value: PageHeading | null; set: Setter }>({ value: null, set: () => {} });

export function PageHeadingProvider({ children }: { children: ReactNode }) {
  const [value, set] = useState<PageHeading | null>(null);
  return <PageHeadingContext.Provider value={{ value, set }}>{children}</PageHeadingContext.Provider>;
}

export function usePageHeadingValue(): PageHeading | null {
  return useContext(PageHeadingContext).value;
}

/** Called by a screen; the override lasts while the screen is mounted. */
export function usePageHeading(heading: PageHeading): void {
  const { set } = useContext(PageHeadingContext);
  const { heading: title, subheading, logo } = heading;
  useEffect(() => {
    set({ heading: title, subheading, logo });
    return () => set(null);
  }, [set, title, subheading, logo]);
}
