import { dictionaryText } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { CLIENT_DICTIONARY } from './client-dictionary.js';

/**
 * Every key the publisher's mobile client's templates and scripts ask for (`$t('message.<key>')`,
 * read once from its sources). The client replaces its whole dictionary with ours, so a key
 * missing here would show as the bare key.
 */
const CLIENT_KEYS = [
  'buoy.addShortcut',
  'buoy.addShortcutData.add',
  'buoy.addShortcutData.addShortcutHome',
  'buoy.addShortcutData.addShortcutProcess',
  'buoy.addShortcutData.copyLink',
  'buoy.addShortcutData.linkCopied',
  'buoy.exitGame',
  'buoy.exitGameData.dontShow',
  'buoy.exitGameData.hotGame',
  'buoy.exitGameData.leave',
  'buoy.privacy.agree',
  'buoy.privacy.pressClick',
  'buoy.privacy.privacy',
  'buoy.privacy.privacyControl',
  'buoy.privacy.privacyDesc',
  'buoy.privacy.privacyNotice',
  'buoy.privacy.privacyNoticeDesc',
  'buoy.privacy.privacyReminder',
  'buoy.share',
  'buoy.switchAccount',
  'homepage.announcement',
  'homepage.event',
  'homepage.hotMiniApps',
  'homepage.latestApps',
  'homepage.latestMiniApps',
  'homepage.news',
  'homepage.playedApps',
  'homepage.recommendApps',
  'homepage.strategy',
  'me.addTicket.attachment',
  'me.addTicket.characterName',
  'me.addTicket.characterNameNotEmpty',
  'me.addTicket.email',
  'me.addTicket.fillInProblemDesc',
  'me.addTicket.game',
  'me.addTicket.name',
  'me.addTicket.notSelected',
  'me.addTicket.problemCategory',
  'me.addTicket.problemDate',
  'me.addTicket.problemDesc',
  'me.addTicket.selProblemType',
  'me.addTicket.server',
  'me.addTicket.serverNotEmpty',
  'me.addTicket.uploadLimit',
  'me.bindAcctData.confirmDelete',
  'me.bingAcct',
  'me.buoy.addShortcutData.addShortcutHome',
  'me.checkTicket.characterName',
  'me.checkTicket.email',
  'me.checkTicket.game',
  'me.checkTicket.problemCategory',
  'me.checkTicket.server',
  'me.checkTicket.ticketNo',
  'me.help',
  'me.login',
  'me.messageDetail.clickDetail',
  'me.messageDetail.sender',
  'me.messages.read',
  'me.messages.unread',
  'me.myMessage.announcement',
  'me.myMessage.event',
  'me.myMessage.guide',
  'me.myMessage.system',
  'me.myMessage.warning',
  'me.myPackage',
  'me.myTicket',
  'me.noContent',
  'me.playedApps',
  'me.playedCount',
  'me.profile.birthdate',
  'me.profile.clickEdit',
  'me.profile.email',
  'me.profile.gender',
  'me.profile.industry',
  'me.profile.mailFormatInvalid',
  'me.profile.mobileFormatInvalid',
  'me.profile.nickname',
  'me.profile.nicknameNotEmpty',
  'me.profile.phoneNum',
  'me.profile.picExceed5M',
  'me.profile.saved',
  'me.replyTicket.postReply',
  'me.replyTicket.postReplyContentNotEmpty',
  'me.switchAccount',
  'me.ticket.briefIntro',
  'me.ticket.check',
  'me.ticket.checkTicket',
  'me.ticket.completed',
  'me.ticket.gameName',
  'me.ticket.openNewTicket',
  'me.ticket.processing',
  'me.ticket.submitTime',
  'me.ticket.ticketNote',
  'me.ticket.ticketType',
  'me.ticketList.answered',
  'miniApp.hotMiniApps',
  'miniApp.inTotal',
  'miniApp.latestMiniApps',
  'miniApp.miniAppsCategory',
  'miniApp.others',
  'miniApp.popularity',
  'public.appInfo',
  'public.back',
  'public.backHome',
  'public.bottomLine',
  'public.cancel',
  'public.closeService',
  'public.confirm',
  'public.details',
  'public.disabled',
  'public.edit',
  'public.hide',
  'public.hotSearch',
  'public.info.autoReturn',
  'public.info.coming',
  'public.info.finished',
  'public.info.issueDate',
  'public.info.noContent',
  'public.info.ongoing',
  'public.info.returnNow',
  'public.info.time',
  'public.info.underMaint',
  'public.inputAppName',
  'public.loggingIn',
  'public.loginFailed',
  'public.loginSucc',
  'public.maintenComplete',
  'public.maintenanceStatus',
  'public.more',
  'public.newArrival',
  'public.notes',
  'public.pHomePage',
  'public.pMe',
  'public.pMiniApp',
  'public.pageNotExist',
  'public.play',
  'public.reset',
  'public.save',
  'public.searchResult',
  'public.show',
  'public.submit',
  'public.testFinished',
  'public.testing',
  'website.qrInvalid',
];

/** The placeholders the client fills, by key (it passes these names and no others). */
const PLACEHOLDERS: Record<string, string[]> = {
  'buoy.addShortcutData.addShortcutHome': ['string'],
  'buoy.addShortcutData.addShortcutProcess': ['string'],
  'me.buoy.addShortcutData.addShortcutHome': ['shortcut'],
  'me.playedCount': ['number', 'time'],
  'miniApp.inTotal': ['number'],
  'public.info.autoReturn': ['number'],
  'public.searchResult': ['string'],
};

const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe("the publisher client's dictionary", () => {
  it('has a text for every key the client uses', () => {
    expect(CLIENT_KEYS).toHaveLength(144);
    const missing = CLIENT_KEYS.filter((key) => !dictionaryText(CLIENT_DICTIONARY, key)?.trim());
    expect(missing).toEqual([]);
  });

  it('uses only the placeholders the client fills, and all of them where it passes one', () => {
    for (const key of CLIENT_KEYS) {
      const text = dictionaryText(CLIENT_DICTIONARY, key) ?? '';
      const wanted = PLACEHOLDERS[key] ?? [];
      expect(new Set(placeholdersOf(text)), key).toEqual(new Set(wanted));
    }
  });

  it('holds no text the client does not ask for', () => {
    const keysOf = (node: unknown, prefix = ''): string[] =>
      typeof node === 'string'
        ? [prefix]
        : Object.entries(node as Record<string, unknown>).flatMap(([name, child]) =>
            keysOf(child, prefix ? `${prefix}.${name}` : name),
          );
    expect(keysOf(CLIENT_DICTIONARY).sort()).toEqual([...CLIENT_KEYS].sort());
  });
});
