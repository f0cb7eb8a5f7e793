import { useToast } from '../../../components/ui/toast';
import { fieldErrorOf } from '../../../lib/field-error';
import own from './players.module.css';
import { useSetTestDevice } from './set-test-device';

/** A guest's device is known by its client id, which can be flagged as a test device from here. */
export function GuestDevice({ clientId }: { clientId: string }) {
  const toast = useToast();
  const setDevice = useSetTestDevice();
  return (
    <span className={own.device}>
      <code>{clientId}</code>
      <button
        type="button"
        className="chip"
        disabled={setDevice.isPending}
        onClick={() =>
          setDevice.mutate(
            { clientId, flagged: true },
            {
              onSuccess: (result) =>
                toast(
                  result.changed
                    ? 'The device is now a test device.'
                    : 'The device already is a test device.',
                  'success',
                ),
              onError: (error) => toast(fieldErrorOf(error).text, 'error'),
            },
          )
        }
      >
        Flag as test device
      </button>
    </span>
  );
}
