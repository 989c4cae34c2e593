import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import {
  assetUrl,
  describeApiError,
  notify,
  skipToken,
  useAuth,
  useMeQuery,
  useUpdateMeMutation,
  useUploadPhotoMutation,
} from '@shop/api-client';
import { nameError } from '@shop/rules';
import { Avatar, Button, Descriptions, Result, Spin } from 'antd';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { KnownMessage, Message } from '../../../components/message';
import { PageHeader } from '../../../components/page-header';
import { useDashboardT } from '../../../lib/i18n';
import { photoError, PHOTO_MAX_MB, PHOTO_MESSAGES, PHOTO_TYPES } from '../utils/photo-rules';
import { AddressBookSection } from './address-book';
import { SingleFieldForm } from './single-field-form';
import './profile-page.css';

/**
 * Spec §2 /dashboard/profile: photo, display name (editable) and email of the signed-in user, and
 * the phone and address book the order forms fill from.
 */
export function ProfilePage() {
  const { status, user: sessionUser } = useAuth();
  // Fresh from the server; the session's copy shows meanwhile.
  const { data } = useMeQuery(sessionUser?._id ?? skipToken);
  const user = data ?? sessionUser;
  const { t } = useDashboardT();

  if (status === 'unknown') {
    return (
      <section>
        <PageHeader title={t('profile.title')} />
        <div role="status" className="profile__loading">
          <Spin /> {t('profile.loading')}
        </div>
      </section>
    );
  }
  if (!user) {
    return (
      <section>
        <PageHeader title={t('profile.title')} />
        <Result status="warning" title={<span role="alert">{t('noUser')}</span>} />
      </section>
    );
  }

  return (
    <section className="profile">
      <PageHeader title={t('profile.title')} />
      <div className="profile__body">
        <PhotoEditor photoURL={user.photoURL} name={user.displayName} />
        <div className="profile__details">
          <NameEditor key={user.displayName} displayName={user.displayName} />
          {/* No antd colon: its raised, tight ':' read as 'Email꞉'; the label is set apart by style. */}
          <Descriptions column={1} size="small" colon={false} className="profile__facts">
            <Descriptions.Item label={t('profile.email')}>
              <span translate="no">{user.email}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('profile.account')}>
              {user.role === 'admin' ? t('profile.admin') : t('profile.customer')}
            </Descriptions.Item>
          </Descriptions>
        </div>
      </div>
      <AddressBookSection userId={user._id} name={user.displayName} />
    </section>
  );
}

function PhotoEditor({ photoURL, name }: { photoURL: string | null; name: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string>();
  const [upload, { isLoading, error, reset }] = useUploadPhotoMutation();
  const { t } = useDashboardT();

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still triggers a change
    if (!file) return;
    reset();
    const problem = photoError(file);
    setFileError(problem);
    if (problem) return;
    upload(file)
      .unwrap()
      .then(() => notify.success(t('profile.photoSaved')))
      .catch(() => undefined); // shown below from the mutation's state
  };

  // The API's own refusal is in its words (describeApiError); the page's checks in the active language.
  const message = fileError ?? (error ? describeApiError(error) : undefined);
  return (
    <div className="profile__photo">
      <Avatar
        size={112}
        src={photoURL ? assetUrl(photoURL) : undefined}
        icon={<UserOutlined />}
        alt={photoURL ? t('profile.photoOf', { name }) : undefined}
      />
      <input
        ref={input}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        onChange={onChoose}
        hidden
        data-testid="photo-input"
        aria-label={t('profile.photoInput')}
      />
      <Button icon={<CameraOutlined />} loading={isLoading} onClick={() => input.current?.click()}>
        {t('profile.changePhoto')}
      </Button>
      <span className="profile__hint">
        <Message k="profile.photoHint" values={{ size: PHOTO_MAX_MB }} />
      </span>
      {message && (
        <p className="profile__error" role="alert">
          <KnownMessage message={message} known={PHOTO_MESSAGES} />
        </p>
      )}
    </div>
  );
}

/** The display name, saved with its own Save (the API's rule: required, trimmed). */
function NameEditor({ displayName }: { displayName: string }) {
  const [updateMe, { isLoading, error }] = useUpdateMeMutation();
  const { t } = useDashboardT();
  return (
    <SingleFieldForm
      className="profile__name"
      name="name"
      label={t('profile.displayName')}
      saved={displayName}
      check={nameError}
      onSave={(name) => updateMe({ name }).unwrap()}
      saving={isLoading}
      error={error}
      saveText={t('profile.save')}
      savedText={t('profile.nameSaved')}
      input={{ autoComplete: 'name' }}
    />
  );
}
