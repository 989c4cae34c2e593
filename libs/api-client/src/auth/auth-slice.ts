import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { AuthAnswer, AuthUser } from '@shop/contracts';
import type { AuthStatus } from './auth-types';

export interface AuthState {
  status: AuthStatus;
  /** Kept in memory only (never localStorage): a reload gets a new one from the refresh cookie. */
  accessToken: string | null;
  user: AuthUser | null;
}

const initialState: AuthState = { status: 'unknown', accessToken: null, user: null };

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
    },
    sessionEnded(state) {
      state.status = 'anonymous';
      state.accessToken = null;
      state.user = null;
    },
    sessionUserUpdated(state, action: PayloadAction<AuthUser>) {
      if (state.user && state.user._id === action.payload._id) state.user = action.payload;
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectAccessToken: (state) => state.accessToken,
    selectSessionUser: (state) => state.user,
  },
});

export const { sessionStarted, sessionEnded, sessionUserUpdated } = authSlice.actions;
export const { selectAuthStatus, selectAccessToken, selectSessionUser } = authSlice.selectors;
