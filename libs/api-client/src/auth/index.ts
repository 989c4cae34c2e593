export {
  authApi,
  INLINE_ERROR_ENDPOINTS,
  restoreSession,
  useAdminCheckQuery,
  useConfirmResetMutation,
  useLoginMutation,
  useLogoutMutation,
  useMeQuery,
  useProvidersQuery,
  useRefreshMutation,
  useRequestResetMutation,
  useSignupMutation,
  useUpdateMeMutation,
  useUploadPhotoMutation,
} from './auth-api';
export type { ConfirmResetRequest, LoginRequest, SignupRequest } from './auth-api';
export {
  authSlice,
  selectAccessToken,
  selectAuthStatus,
  selectSessionUser,
  selectSignedOut,
  sessionEnded,
  sessionStarted,
  sessionUserUpdated,
  signedOut,
} from './auth-slice';
export type { AuthState } from './auth-slice';
export type { AuthStatus } from './auth-types';
export { useAdminStatus, useAuth } from './use-auth';
export type { UseAdminStatus, UseAuth } from './use-auth';
