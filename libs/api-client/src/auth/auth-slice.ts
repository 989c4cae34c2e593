import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AuthAnswer, AuthUser } from '@shop/contracts';
import type { AuthStatus } from './auth-types';

export interface AuthState {
  status: AuthStatus;
  /** Kept in memory only (never localStorage): a reload gets a new one from the refresh cookie. */
  accessToken: string | null;
  user: AuthUser | null;
  /**
   * True when the session ended because the person signed out here (not because it expired):
   * guarded pages then send them home, not to /login.
   */
  signedOut: boolean;
}

const initialState: AuthState = { status: 'unknown', accessToken: null, user: null, signedOut: false };

/**
 * Client state of the session. Server data about users stays in RTK Query; this slice only knows
 * whether someone is signed in, who, and the token to send.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionStarted(state, action: PayloadAction<AuthAnswer>) {
      state.status = 'authenticated';
      state.accessToken = action.payload.accessToken;
      state.user = action.payload.user;
      state.signedOut = false;
    },
    sessionEnded(state) {
      state.status = 'anonymous';
      state.accessToken = null;
      state.user = null;
      state.signedOut = false;
    },
    /** Sign Out: the session ended on purpose. */
    signedOut(state) {
      state.status = 'anonymous';
      state.accessToken = null;
      state.user = null;
      state.signedOut = true;
    },
    sessionUserUpdated(state, action: PayloadAction<AuthUser>) {
      if (state.user && state.user._id === action.payload._id) state.user = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAccessToken: (state) => state.accessToken,
    selectSessionUser: (state) => state.user,
    selectSignedOut: (state) => state.signedOut,
  },
});

export const { sessionStarted, sessionEnded, sessionUserUpdated, signedOut } = authSlice.actions;
export const { selectAuthStatus, selectAccessToken, selectSessionUser, selectSignedOut } =
  authSlice.selectors;
