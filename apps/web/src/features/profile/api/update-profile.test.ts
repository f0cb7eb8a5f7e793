import { md5Hex } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { updateProfile } from './update-profile';

const UPDATE = '/api/user/profile/update';

describe('updateProfile (profile/update)', () => {
  it('signs the values in order and the locale, with no v and no key', async () => {
    const api = fakeApi();
    const form = { nickname: 'Ada', iconUrl: '/uploads/a', birthdate: '1990-05-06' };
    await updateProfile({ ...form, gender: 2, industry: 'Teacher' }).catch(() => undefined);
    // A gender of 0 ("unset") signs as empty, as the publisher's client leaves it out.
    await updateProfile({ ...form, gender: 0, industry: '' }).catch(() => undefined);
    const [chosen, unset] = api.callsTo(UPDATE);
    expect(api.callsTo('/api/guest/client/config')).toHaveLength(0);
    expect(chosen?.params).toMatchObject({ gender: '2', industry: 'Teacher' });
    expect(chosen?.params.osign).toBe(
      md5Hex(`/uploads/aAda21990-05-06Teacher${chosen?.params.locale}`),
    );
    expect(unset?.params.gender).toBe('0');
    expect(unset?.params.osign).toBe(md5Hex(`/uploads/aAda1990-05-06${unset?.params.locale}`));
  });
});
