import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useLocation, useNavigate } from 'react-router';

export type SetSearchParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/**
 * The address's query and a setter, as react-router's useSearchParams gives them, for what this app passes (a
 * URLSearchParams, or a function of the current one). React-router is one module of the first load, so what any page
 * imports from it ships with every visit; this is built on two hooks the first load has anyway, and loads with the
 * pages that use it.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) =>
      void navigate(`?${typeof next === 'function' ? next(new URLSearchParams(params)) : next}`, options),
    [navigate, params],
  );
  return [params, setParams];
}
