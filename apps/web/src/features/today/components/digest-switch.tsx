import { Switch } from '@mantine/core';
import { TODAY_TEXT } from '@empowerment/shared/today';
import { notify } from '../../../lib/toast-store';
import { useDigestSetting, useSetDigest } from '../api/today';

/** 'Ricevi il riepilogo settimanale' in her profile: saved as soon as she switches it. */
export function DigestSwitch() {
  const setting = useDigestSetting();
  const save = useSetDigest();
  const checked = save.isPending ? Boolean(save.variables?.weekly_digest) : (setting.data?.weekly_digest ?? true);
  return (
    <Switch
      label={TODAY_TEXT.digestSwitch}
      description={TODAY_TEXT.digestHint}
      checked={checked}
      disabled={setting.isPending || save.isPending}
      mb="md"
      onChange={(event) =>
        save.mutate(
          { weekly_digest: event.currentTarget.checked },
          {
            onSuccess: () => notify('success', TODAY_TEXT.digestSaved),
            onError: () => notify('error', TODAY_TEXT.digestFailed),
          },
        )
      }
    />
  );
}
