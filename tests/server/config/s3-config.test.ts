import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../server/config';

const complete = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'fitout-files',
  S3_ACCESS_KEY_ID: 'fitout',
  S3_SECRET_ACCESS_KEY: 'a-secret',
};

function startupError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('the S3 file store configuration', () => {
  it('keeps files in DATA_DIR when no S3 variable is set', () => {
    expect(loadConfig({}).s3).toBeNull();
  });

  it('takes the four variables together, with the region and addressing defaults', () => {
    expect(loadConfig(complete).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'fitout-files',
      region: 'us-east-1',
      accessKeyId: 'fitout',
      secretAccessKey: 'a-secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...complete, S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject(
      {
        region: 'eu-west-3',
        forcePathStyle: true,
      },
    );
  });

  it('stops the start on a bucket without an endpoint, naming what is missing', () => {
    const message = startupError({ S3_BUCKET: 'fitout-files' });
    expect(message).toMatch(/^Invalid configuration:/);
    for (const missing of ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(message).toContain(`${missing}: the S3 file store needs`);
    expect(message).not.toContain('S3_BUCKET:');
  });

  it('stops the start on credentials missing their secret, or a bucket name S3 would refuse', () => {
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete;
    expect(startupError(withoutSecret)).toMatch(/S3_SECRET_ACCESS_KEY: the S3 file store needs .* together/);
    expect(startupError({ ...complete, S3_BUCKET: 'Fitout_Files' })).toContain('S3_BUCKET: a bucket name is');
    expect(startupError({ ...complete, S3_ENDPOINT: 's3.example' })).toContain('S3_ENDPOINT');
  });
});
