import { z } from 'zod';
import { routeTable, type ApiRoute } from './api-routes.js';
import {
  accountLoginRequestSchema,
  qrSignInRequestSchema,
  qrSignInResponseSchema,
  bindAccountRequestSchema,
  graphCaptchaRequestSchema,
  linkedAccountsResponseSchema,
  graphCaptchaResponseSchema,
  h5LoginRequestSchema,
  loginWaysRequestSchema,
  loginWaysResponseSchema,
  passwordResetRequestSchema,
  passwordReviseRequestSchema,
  passwordVerifyRequestSchema,
  privacyAgreeRequestSchema,
  privacyUrlResponseSchema,
  profileSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  reloginRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  sessionSchema,
  sessionFieldsSchema,
  socialLoginRequestSchema,
  uploadResponseSchema,
  userSchema,
  verifyEmailCodeRequestSchema,
} from './accounts.js';
import {
  analyticsResponseSchema,
  attributionRequestSchema,
  trackingRequestSchema,
} from './analytics.js';
import { clientConfigRequestSchema, clientConfigSchema } from './client-config.js';
import {
  newsDetailRequestSchema,
  newsDetailSchema,
  newsListRequestSchema,
  newsListResponseSchema,
  slideshowResponseSchema,
} from './content.js';
import {
  gameDetailRequestSchema,
  gameDetailResponseSchema,
  gameListRequestSchema,
  gameListResponseSchema,
  hotItemsResponseSchema,
} from './games.js';
import { gameSearchRequestSchema, gameSearchResponseSchema } from './search.js';
import {
  giftClaimRequestSchema,
  giftClaimResponseSchema,
  giftListRequestSchema,
  giftListResponseSchema,
} from './gifts.js';
import {
  messageDetailSchema,
  messageIdRequestSchema,
  messageListRequestSchema,
  messageListResponseSchema,
  unreadCountRequestSchema,
  unreadCountResponseSchema,
} from './messages.js';
import {
  gameConfigRequestSchema,
  gameConfigSchema,
  gameDataLoadRequestSchema,
  gameDataLoadResponseSchema,
  gameDataSaveRequestSchema,
  playedListRequestSchema,
  playedListResponseSchema,
  playRequestSchema,
  playResponseSchema,
  qrCodeRequestSchema,
  qrCodeResponseSchema,
  qrRedeemRequestSchema,
  qrRedeemResponseSchema,
  qrPeekRequestSchema,
  qrPeekResponseSchema,
  shortcutRequestSchema,
} from './playing.js';
import {
  iconStateQueryRequestSchema,
  iconStateSaveRequestSchema,
  iconStateSchema,
  pushReadRequestSchema,
  pushReadResponseSchema,
} from './push.js';
import {
  ticketAddRequestSchema,
  ticketAddResponseSchema,
  ticketAppListResponseSchema,
  ticketDetailSchema,
  ticketDetailRequestSchema,
  ticketListRequestSchema,
  ticketListResponseSchema,
  ticketConvSchema,
  ticketMoreRequestSchema,
  ticketRateRequestSchema,
  ticketRateResponseSchema,
  ticketTypeListResponseSchema,
} from './tickets.js';

/**
 * One entry per endpoint, on its route of `routeTable`: the server's routes are built from it and
 * the web calls the same routes typed by it (`apiRoutes`), so a path, a method, a payload or a
 * response shape cannot drift between the two halves.
 */
export interface Endpoint<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
> extends ApiRoute {
  request: Req;
  response: Res;
}

/** Declares an endpoint with its request and response types kept (for other endpoint files too). */
export const endpoint = <Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>) => e;
const empty = z.object({});

export const endpoints = {
  gameList: endpoint({
    ...routeTable.gameList,
    request: gameListRequestSchema,
    response: gameListResponseSchema,
  }),
  gameDetail: endpoint({
    ...routeTable.gameDetail,
    request: gameDetailRequestSchema,
    response: gameDetailResponseSchema,
  }),
  gameSearch: endpoint({
    ...routeTable.gameSearch,
    request: gameSearchRequestSchema,
    response: gameSearchResponseSchema,
  }),
  hotItems: endpoint({ ...routeTable.hotItems, request: empty, response: hotItemsResponseSchema }),
  slideshow: endpoint({
    ...routeTable.slideshow,
    request: empty,
    response: slideshowResponseSchema,
  }),
  newsList: endpoint({
    ...routeTable.newsList,
    request: newsListRequestSchema,
    response: newsListResponseSchema,
  }),
  newsDetail: endpoint({
    ...routeTable.newsDetail,
    request: newsDetailRequestSchema,
    response: newsDetailSchema,
  }),
  fbcNewsList: endpoint({
    ...routeTable.fbcNewsList,
    request: newsListRequestSchema,
    response: newsListResponseSchema,
  }),
  fbcNewsDetail: endpoint({
    ...routeTable.fbcNewsDetail,
    request: newsDetailRequestSchema,
    response: newsDetailSchema,
  }),
  clientConfig: endpoint({
    ...routeTable.clientConfig,
    request: clientConfigRequestSchema,
    response: clientConfigSchema,
  }),
  loginWays: endpoint({
    ...routeTable.loginWays,
    request: loginWaysRequestSchema,
    response: loginWaysResponseSchema,
  }),
  socialLogin: endpoint({
    ...routeTable.socialLogin,
    request: socialLoginRequestSchema,
    response: sessionSchema,
  }),
  accountLogin: endpoint({
    ...routeTable.accountLogin,
    request: accountLoginRequestSchema,
    response: sessionSchema,
  }),
  relogin: endpoint({
    ...routeTable.relogin,
    request: reloginRequestSchema,
    response: sessionSchema,
  }),
  h5Login: endpoint({
    ...routeTable.h5Login,
    request: h5LoginRequestSchema,
    response: sessionSchema,
  }),
  graphCaptcha: endpoint({
    ...routeTable.graphCaptcha,
    request: graphCaptchaRequestSchema,
    response: graphCaptchaResponseSchema,
  }),
  sendCode: endpoint({
    ...routeTable.sendCode,
    request: sendCodeRequestSchema,
    response: sendCodeResponseSchema,
  }),
  verifyEmailCode: endpoint({
    ...routeTable.verifyEmailCode,
    request: verifyEmailCodeRequestSchema,
    response: empty,
  }),
  register: endpoint({
    ...routeTable.register,
    request: registerRequestSchema,
    response: sessionSchema,
  }),
  passwordVerify: endpoint({
    ...routeTable.passwordVerify,
    request: passwordVerifyRequestSchema,
    response: empty,
  }),
  passwordReset: endpoint({
    ...routeTable.passwordReset,
    request: passwordResetRequestSchema,
    response: empty,
  }),
  passwordRevise: endpoint({
    ...routeTable.passwordRevise,
    request: passwordReviseRequestSchema,
    response: sessionSchema,
  }),
  bindAccount: endpoint({
    ...routeTable.bindAccount,
    request: bindAccountRequestSchema,
    response: userSchema,
  }),
  linkedAccounts: endpoint({
    ...routeTable.linkedAccounts,
    request: sessionFieldsSchema,
    response: linkedAccountsResponseSchema,
  }),
  logout: endpoint({ ...routeTable.logout, request: empty, response: empty }),
  profile: endpoint({
    ...routeTable.profile,
    request: sessionFieldsSchema,
    response: profileSchema,
  }),
  profileUpdate: endpoint({
    ...routeTable.profileUpdate,
    request: profileUpdateRequestSchema,
    response: profileSchema,
  }),
  upload: endpoint({ ...routeTable.upload, request: empty, response: uploadResponseSchema }),
  privacyUrl: endpoint({
    ...routeTable.privacyUrl,
    request: empty,
    response: privacyUrlResponseSchema,
  }),
  privacyAgree: endpoint({
    ...routeTable.privacyAgree,
    request: privacyAgreeRequestSchema,
    response: empty,
  }),
  gameConfig: endpoint({
    ...routeTable.gameConfig,
    request: gameConfigRequestSchema,
    response: gameConfigSchema,
  }),
  play: endpoint({ ...routeTable.play, request: playRequestSchema, response: playResponseSchema }),
  playedList: endpoint({
    ...routeTable.playedList,
    request: playedListRequestSchema,
    response: playedListResponseSchema,
  }),
  gameDataLoad: endpoint({
    ...routeTable.gameDataLoad,
    request: gameDataLoadRequestSchema,
    response: gameDataLoadResponseSchema,
  }),
  gameDataSave: endpoint({
    ...routeTable.gameDataSave,
    request: gameDataSaveRequestSchema,
    response: empty,
  }),
  shortcut: endpoint({
    ...routeTable.shortcut,
    request: shortcutRequestSchema,
    response: z.string(),
  }),
  qrCode: endpoint({
    ...routeTable.qrCode,
    request: qrCodeRequestSchema,
    response: qrCodeResponseSchema,
  }),
  qrRedeem: endpoint({
    ...routeTable.qrRedeem,
    request: qrRedeemRequestSchema,
    response: qrRedeemResponseSchema,
  }),
  qrPeek: endpoint({
    ...routeTable.qrPeek,
    request: qrPeekRequestSchema,
    response: qrPeekResponseSchema,
  }),
  qrSignIn: endpoint({
    ...routeTable.qrSignIn,
    request: qrSignInRequestSchema,
    response: qrSignInResponseSchema,
  }),
  giftList: endpoint({
    ...routeTable.giftList,
    request: giftListRequestSchema,
    response: giftListResponseSchema,
  }),
  giftClaim: endpoint({
    ...routeTable.giftClaim,
    request: giftClaimRequestSchema,
    response: giftClaimResponseSchema,
  }),
  messageList: endpoint({
    ...routeTable.messageList,
    request: messageListRequestSchema,
    response: messageListResponseSchema,
  }),
  messageUnread: endpoint({
    ...routeTable.messageUnread,
    request: unreadCountRequestSchema,
    response: unreadCountResponseSchema,
  }),
  messageDetail: endpoint({
    ...routeTable.messageDetail,
    request: messageIdRequestSchema,
    response: messageDetailSchema,
  }),
  messageDelete: endpoint({
    ...routeTable.messageDelete,
    request: messageIdRequestSchema,
    response: empty,
  }),
  ticketTypes: endpoint({
    ...routeTable.ticketTypes,
    request: empty,
    response: ticketTypeListResponseSchema,
  }),
  ticketApps: endpoint({
    ...routeTable.ticketApps,
    request: empty,
    response: ticketAppListResponseSchema,
  }),
  ticketAdd: endpoint({
    ...routeTable.ticketAdd,
    request: ticketAddRequestSchema,
    response: ticketAddResponseSchema,
  }),
  ticketList: endpoint({
    ...routeTable.ticketList,
    request: ticketListRequestSchema,
    response: ticketListResponseSchema,
  }),
  ticketDetail: endpoint({
    ...routeTable.ticketDetail,
    request: ticketDetailRequestSchema,
    response: ticketDetailSchema,
  }),
  ticketMore: endpoint({
    ...routeTable.ticketMore,
    request: ticketMoreRequestSchema,
    response: ticketConvSchema,
  }),
  ticketRate: endpoint({
    ...routeTable.ticketRate,
    request: ticketRateRequestSchema,
    response: ticketRateResponseSchema,
  }),
  pushRead: endpoint({
    ...routeTable.pushRead,
    request: pushReadRequestSchema,
    response: pushReadResponseSchema,
  }),
  iconStateQuery: endpoint({
    ...routeTable.iconStateQuery,
    request: iconStateQueryRequestSchema,
    response: iconStateSchema,
  }),
  iconStateSave: endpoint({
    ...routeTable.iconStateSave,
    request: iconStateSaveRequestSchema,
    response: iconStateSchema,
  }),
  tracking: endpoint({
    ...routeTable.tracking,
    request: trackingRequestSchema,
    response: analyticsResponseSchema,
  }),
  attribution: endpoint({
    ...routeTable.attribution,
    request: attributionRequestSchema,
    response: analyticsResponseSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
export type ResponseOf<E extends Endpoint> = z.infer<E['response']>;
