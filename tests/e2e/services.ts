/** Fixed loopback addresses of the fake services, shared by the config, the setup and the tests. */
export const e2eServices = {
  smtpPort: Number(process.env.E2E_SMTP_PORT ?? 3125),
  oidcPort: Number(process.env.E2E_OIDC_PORT ?? 3126),
  get oidcIssuer() {
    return `http://127.0.0.1:${this.oidcPort}`;
  },
  googleProfile: {
    sub: 'google-oauth2|1029384756',
    email: 'carla.esposito.google@example.com',
    email_verified: true,
    name: 'Carla Maria Esposito',
    given_name: 'Carla',
    family_name: 'Maria Esposito',
    picture: 'https://lh3.googleusercontent.com/a/esempio',
  },
};
