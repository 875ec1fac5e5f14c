import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api';
import { storeGatePassed } from '../../data/gate-storage';

/** GET /api/gate: whether this browser session already passed the sign-up gate. */
export const gateQuery = queryOptions({
  queryKey: ['auth', 'gate'],
  queryFn: async ({ signal }) => {
    const status = await unwrap(api.gate.$get(undefined, { init: { signal } }));
    storeGatePassed(status.passed);
    return status;
  },
  staleTime: 5 * 60_000,
});

export function useGateStatus() {
  return useQuery(gateQuery);
}

/** POST /api/gate: the server checks the code and sets the HttpOnly gate cookie. */
export function usePassGate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { code: string }) => unwrap(api.gate.$post({ json: input })),
    onSuccess: (status) => {
      storeGatePassed(status.passed);
      queryClient.setQueryData(gateQuery.queryKey, status);
    },
  });
}
