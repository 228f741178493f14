import { useRouter } from '../router/router.tsx';
import type { PageModule } from '../types.ts';

/** The page module on screen, for components outside the page (navbar, mobile menu). */
export function useCurrentPage(): PageModule | undefined {
  const { state } = useRouter();
  return state.status === 200 ? state.page : undefined;
}
