import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { AuthAnswer, AuthProviders } from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../notifications';
import { ApiErrorDto, NoStore, Public, SameOriginOnly } from '../common';
import type { AppConfig } from '../config';
import {
  AuthAttemptLimits,
  RESET_CONFIRMS_PER_ACCOUNT,
  RESET_CONFIRMS_PER_ADDRESS,
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
  SIGNUPS_PER_ADDRESS_PER_HOUR,
} from './auth-attempt-limits';
import { AuthService, type ClientInfo, type SignedIn } from './auth.service';
import { AuthAnswerDto, AuthProvidersDto, LoginDto, OkDto, ResetConfirmDto, ResetRequestDto, SignupDto } from './dto/auth.dto';
import { GoogleCallbackGuard, type GoogleCallbackRequest } from './google/google-callback.guard';
import { GOOGLE_COOKIE_PATH, GOOGLE_STATE_COOKIE, GOOGLE_STATE_TTL_SECONDS, safeReturnPath } from './google/google-state';
import { LoginThrottledError } from './login-throttled.error';
import { PasswordResetService } from './password-reset.service';
import { REFRESH_COOKIE, refreshCookieOptions } from './refresh-cookie';
import { statedLanguage } from './stated-language';

function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}

/**
 * Accounts: sign-up, login, refresh-token rotation, logout, password reset and Google sign-in.
 * All public (they are how a caller becomes logged in). The refresh token travels only in the
 * httpOnly cookie `shop_refresh` (Path=/api/auth). The routes that set, rotate or clear it answer
 * only the shop's own pages (`@SameOriginOnly()`, login/logout CSRF). Google's two routes are
 * top-level GET navigations and are left open: the callback comes from Google's site by design, and
 * it starts a session only for the browser holding the state cookie that the start set.
 */
@ApiTags('auth')
@Public()
@NoStore()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly attempts: AuthAttemptLimits,
    @Inject(ConfigService) private readonly config: ConfigService<AppConfig, true>,
  ) {}

  @Post('signup')
  @SameOriginOnly()
  @ApiOperation({
    summary: `Create a customer account and log in (${SIGNUPS_PER_ADDRESS_PER_HOUR} accepted sign-ups per hour per IP; refused details are not counted)`,
  })
  @ApiResponse({ status: 201, type: AuthAnswerDto })
  @ApiResponse({ status: 409, type: ApiErrorDto, description: 'EMAIL_TAKEN' })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: "TOO_MANY_REQUESTS 'Too many attempts. Try again in 7 minutes.' (retryAfterSeconds, Retry-After)" })
  async signup(@Body() body: SignupDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthAnswer> {
    // Counted here, after the rules accepted the body: a refused password does not use up the limit.
    await this.attempts.signup(request.ip);
    return this.startSession(reply, await this.auth.signup(body, clientOf(request), statedLanguage(request)));
  }

  @Post('login')
  @SameOriginOnly()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Log in with email and password. 5 attempts per account and address per 15 minutes, then waits of 1 s, 2 s, 4 s … (at most 5 minutes) between attempts; 300 failures per address (services/src/auth/README.md)',
  })
  @ApiOkResponse({ type: AuthAnswerDto })
  @ApiResponse({ status: 401, type: ApiErrorDto, description: "INVALID_CREDENTIALS 'Email or password is incorrect'" })
  @ApiResponse({
    status: 429,
    type: ApiErrorDto,
    description: "TOO_MANY_REQUESTS 'Too many failed login attempts. Try again in 4 seconds.' (Retry-After header in seconds)",
  })
  async login(@Body() body: LoginDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuthAnswer> {
    try {
      return this.startSession(reply, await this.auth.login(body, clientOf(request), statedLanguage(request)));
    } catch (error) {
      if (error instanceof LoginThrottledError) reply.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  }

  @Post('refresh')
  @SameOriginOnly()
  @HttpCode(HttpStatus.OK)
  @ApiCookieAuth(REFRESH_COOKIE)
  @ApiOperation({ summary: 'New access token for the refresh cookie; the cookie is rotated' })
  @ApiOkResponse({ type: AuthAnswerDto })
  @ApiNoContentResponse({ description: 'No refresh cookie: an anonymous visitor, not an error' })
  @ApiResponse({ status: 401, type: ApiErrorDto, description: 'UNAUTHORIZED (unknown or expired session) or SESSION_REVOKED' })
  async refresh(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // The status depends on the cookie, which @HttpCode cannot express: the handler answers itself.
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) {
      void reply.status(HttpStatus.NO_CONTENT).send();
      return;
    }
    try {
      const answer = this.startSession(reply, await this.auth.refresh(token, clientOf(request)));
      void reply.status(HttpStatus.OK).send(answer);
    } catch (error) {
      reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(this.secure));
      throw error;
    }
  }

  @Post('logout')
  @SameOriginOnly()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "End the session: revokes the cookie's token family and clears the cookie" })
  @ApiResponse({ status: 204 })
  async logout(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.auth.logout(request.cookies[REFRESH_COOKIE]);
    reply.clearCookie(REFRESH_COOKIE, refreshCookieOptions(this.secure));
  }

  @Post('reset')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Mail a reset link in the visitor's language (always {ok: true}, answered before any lookup; ${RESET_REQUESTS_PER_EMAIL} per 15 minutes per email, ${RESET_REQUESTS_PER_ADDRESS} per IP)`,
  })
  @ApiOkResponse({ type: OkDto })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: "TOO_MANY_REQUESTS 'Too many attempts. Try again in 7 minutes.' (retryAfterSeconds, Retry-After)" })
  async requestReset(@Body() body: ResetRequestDto, @Req() request: FastifyRequest): Promise<OkDto> {
    // Keyed by the email typed (whether or not it has an account, so the answer tells nothing).
    await this.attempts.resetRequest(body.email, request.ip);
    this.resets.request(body.email, requestLanguage(request.headers));
    return { ok: true };
  }

  @Post('reset/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: `Set a new password with a reset link's token; ends every session of the account (${RESET_CONFIRMS_PER_ACCOUNT} uses per 15 minutes per link's account, ${RESET_CONFIRMS_PER_ADDRESS} per IP)`,
  })
  @ApiOkResponse({ type: OkDto })
  @ApiResponse({ status: 400, type: ApiErrorDto, description: "RESET_TOKEN_INVALID 'This reset link is invalid or has expired'" })
  @ApiResponse({ status: 429, type: ApiErrorDto, description: "TOO_MANY_REQUESTS 'Too many attempts. Try again in 7 minutes.' (retryAfterSeconds, Retry-After)" })
  async confirmReset(@Body() body: ResetConfirmDto, @Req() request: FastifyRequest): Promise<OkDto> {
    await this.resets.confirm(body.token, body.password, request.ip);
    return { ok: true };
  }

  @Get('providers')
  @ApiOperation({ summary: 'Sign-in options this server offers' })
  @ApiOkResponse({ type: AuthProvidersDto })
  providers(): AuthProviders {
    return this.auth.providers();
  }

  @Get('google')
  @ApiOperation({ summary: "'Continue with Google': 302 to Google (`?from=/path` to come back to)" })
  @ApiResponse({ status: 302 })
  @ApiResponse({ status: 404, type: ApiErrorDto, description: 'GOOGLE_SIGN_IN_DISABLED' })
  async google(@Query('from') from: unknown, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { url, nonce } = await this.auth.googleStart(request, from);
    reply.setCookie(GOOGLE_STATE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      path: GOOGLE_COOKIE_PATH,
      secure: this.secure,
      maxAge: GOOGLE_STATE_TTL_SECONDS,
    });
    void reply.redirect(url, HttpStatus.FOUND);
  }

  @Get('google/callback')
  @UseGuards(GoogleCallbackGuard)
  @ApiOperation({
    summary: 'Google returns here: starts a session and 302s to SHOP_URL/login?google=success|error&from=<path>',
  })
  @ApiResponse({ status: 302 })
  @ApiResponse({ status: 404, type: ApiErrorDto, description: 'GOOGLE_SIGN_IN_DISABLED' })
  async googleCallback(@Req() request: FastifyRequest & GoogleCallbackRequest, @Res() reply: FastifyReply): Promise<void> {
    const outcome = request.googleSignIn ?? { from: '/shops' };
    const signedIn = outcome.identity ? await this.auth.googleSignIn(outcome.identity, clientOf(request)) : undefined;
    reply.clearCookie(GOOGLE_STATE_COOKIE, { path: GOOGLE_COOKIE_PATH });
    if (signedIn) this.startSession(reply, signedIn);
    const result = signedIn ? 'success' : 'error';
    const from = encodeURIComponent(safeReturnPath(outcome.from));
    const target = `${this.config.get('SHOP_URL', { infer: true })}/login?google=${result}&from=${from}`;
    void reply.redirect(target, HttpStatus.FOUND);
  }

  private get secure(): boolean {
    return this.config.get('COOKIE_SECURE', { infer: true });
  }

  private startSession(reply: FastifyReply, { answer, session }: SignedIn): AuthAnswer {
    reply.setCookie(REFRESH_COOKIE, session.token, refreshCookieOptions(this.secure, session.expiresAt));
    return answer;
  }
}
