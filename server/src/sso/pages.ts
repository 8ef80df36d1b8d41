import type { AccountOption } from '@contract/auth'
import { BASES } from '@contract/bases'
import { escapeHtml } from '../lib/common/html'

const STYLE = `*{box-sizing:border-box}body{margin:0;min-height:100vh;background:#F6F6F6;color:#3A3C40;
font:15px/1.5 -apple-system,BlinkMacSystemFont,"PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:420px;margin:0 auto;padding:48px 20px}h1{font-size:22px;margin:0 0 4px}.sub{color:#6b6e75;margin:0 0 24px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 2px 12px rgba(0,0,0,.04)}
.tabs{display:flex;margin-bottom:16px;border-bottom:1px solid #eee}.tabs label{flex:1;text-align:center;padding:10px 0;cursor:pointer;color:#6b6e75}
input[type=radio].tab{display:none}#tab-password:checked~.tabs label[for=tab-password],#tab-sms:checked~.tabs label[for=tab-sms]{color:#C63B13;border-bottom:2px solid #C63B13}
form.pane{display:none}#tab-password:checked~#pane-password,#tab-sms:checked~#pane-sms{display:block}
.field{margin-bottom:14px}.field label{display:block;font-size:13px;color:#6b6e75;margin-bottom:4px}
.field input{width:100%;height:44px;border:1px solid #e5e5e5;border-radius:8px;padding:0 12px;font-size:16px}
.field input:focus{outline:none;border-color:#C63B13}.row{display:flex;gap:8px}.row input{flex:1}
button{height:44px;border:0;border-radius:22px;background:#C63B13;color:#fff;font-size:16px;width:100%;cursor:pointer}
button.code{width:120px;border-radius:8px;font-size:14px;background:#fff;color:#C63B13;border:1px solid #C63B13}
button:disabled{opacity:.5;cursor:default}.error{background:#fff1ec;color:#c4411b;border-radius:8px;padding:10px 12px;margin-bottom:16px}
.hint{font-size:12px;color:#6b6e75;margin-top:12px;text-align:center}.account{display:flex;align-items:center;gap:10px;padding:12px;border:1px solid #eee;border-radius:8px;margin-bottom:10px}
a{color:#C63B13}a.upstream{display:block;height:44px;line-height:44px;border-radius:22px;background:#C63B13;color:#fff;text-align:center;text-decoration:none;font-size:16px;margin-bottom:12px}
.or{text-align:center;color:#6b6e75;font-size:12px;margin:4px 0 12px}.actions a{display:inline-block;margin-right:16px}input[type=radio]{accent-color:#C63B13}.logo{width:56px;height:56px;display:block;margin-bottom:12px}`

function layout(title: string, body: string, scriptNonce?: string, script = ''): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main>${script && scriptNonce ? `<script nonce="${scriptNonce}">${script}</script>` : ''}</body></html>`
}

export interface LoginPageInput {
  schoolName: string
  service?: string
  formToken: string
  scriptNonce: string
  error?: string
  mode?: 'password' | 'sms'
  username?: string
  mobile?: string
  /** The SMS login's nonce, kept when the page comes back after a wrong code so the right one still works. */
  nonce?: string
  /** The school's sign-ons this portal is connected to (统一身份认证登录), offered above the password form. */
  upstreams?: Array<{ href: string; label: string }>
}

const hidden = (name: string, value: string | undefined): string =>
  value === undefined ? '' : `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`

// Sends the code through the token service; the nonce lands in the SMS form's hidden field.
const SMS_SCRIPT = `(function(){var b=document.getElementById('send-code'),f=document.getElementById('pane-sms'),e=document.getElementById('sms-error');
function show(m){e.textContent=m;e.style.display=m?'block':'none'}
function count(n){b.disabled=true;b.textContent=n+'秒后重新获取';var t=setInterval(function(){n--;if(n<=0){clearInterval(t);b.disabled=false;b.textContent='重新获取'}else{b.textContent=n+'秒后重新获取'}},1000)}
b.addEventListener('click',function(){var m=f.mobile.value.trim();if(!/^1[2-9]\\d{9}$/.test(m)){show('请输入正确的手机号');return}
show('');b.disabled=true;fetch('${BASES.tokenService}/passwordless/smsInit').then(function(r){return r.json()}).then(function(j){if(j.code!==0)throw new Error(j.message);
f.nonce.value=j.data.nonce;return fetch('${BASES.tokenService}/passwordless/smsSend',{method:'POST',headers:{'content-type':'application/x-www-form-urlencoded'},body:'mobile='+encodeURIComponent(m)+'&nonce='+encodeURIComponent(j.data.nonce)})})
.then(function(r){return r.json()}).then(function(j){if(j.code!==0)throw new Error(j.message);count(j.data.countdown)}).catch(function(err){b.disabled=false;show(err.message||'发送失败，请稍后重试')})})})();`

export function loginPage(input: LoginPageInput): string {
  const mode = input.mode ?? 'password'
  const common = hidden('service', input.service) + hidden('formToken', input.formToken)
  const error = input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ''
  const upstreams = input.upstreams?.length
    ? `${input.upstreams.map((link) => `<a class="upstream" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`).join('')}<p class="or">或使用门户账号登录</p>`
    : ''
  const body = `<img class="logo" src="/portal-api/v1/assets/logo.png" alt="">
<h1>${escapeHtml(input.schoolName)}统一身份认证</h1><p class="sub">登录后访问校园门户及各业务系统</p>
<div class="card">${error}${upstreams}
<input type="radio" name="mode" class="tab" id="tab-password"${mode === 'password' ? ' checked' : ''}>
<input type="radio" name="mode" class="tab" id="tab-sms"${mode === 'sms' ? ' checked' : ''}>
<div class="tabs"><label for="tab-password">密码登录</label><label for="tab-sms">验证码登录</label></div>
<form class="pane" id="pane-password" method="post" action="${BASES.sso}/login">${common}${hidden('method', 'password')}
<div class="field"><label for="username">账号</label><input id="username" name="username" autocomplete="username" required maxlength="64" placeholder="学号 / 工号" value="${escapeHtml(input.username ?? '')}"></div>
<div class="field"><label for="password">密码</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" placeholder="请输入密码"></div>
<button type="submit">登录</button></form>
<form class="pane" id="pane-sms" method="post" action="${BASES.sso}/login">${common}${hidden('method', 'sms')}${hidden('nonce', input.nonce ?? '')}
<div class="error" id="sms-error" style="display:none"></div>
<div class="field"><label for="mobile">手机号</label><input id="mobile" name="mobile" type="tel" inputmode="numeric" autocomplete="tel" required maxlength="11" placeholder="请输入手机号" value="${escapeHtml(input.mobile ?? '')}"></div>
<div class="field"><label for="smscode">验证码</label><div class="row"><input id="smscode" name="smscode" inputmode="numeric" autocomplete="one-time-code" required maxlength="6" placeholder="6位验证码"><button type="button" class="code" id="send-code">获取验证码</button></div></div>
<button type="submit">登录</button></form>
<p class="hint">登录即表示同意《用户服务协议》与《隐私政策》</p></div>`
  return layout('统一身份认证 - 登录', body, input.scriptNonce, SMS_SCRIPT)
}

export function chooseAccountPage(input: { accounts: AccountOption[]; cid: string; service?: string; formToken: string }): string {
  const options = input.accounts
    .map(
      (
        account,
        index,
      ) => `<label class="account"><input type="radio" name="accountId" value="${escapeHtml(account.accountId)}"${index === 0 ? ' checked' : ''}>
<span><strong>${escapeHtml(account.userName)}</strong>（${escapeHtml(account.identityTypeName)}）<br><small>${escapeHtml(account.username)}</small></span></label>`,
    )
    .join('')
  const body = `<h1>选择登录账号</h1><p class="sub">该手机号关联了多个账号，请选择本次登录使用的账号</p>
<form class="card" method="post" action="${BASES.sso}/login">${hidden('method', 'choose')}${hidden('cid', input.cid)}${hidden('service', input.service)}${hidden('formToken', input.formToken)}
${options}<button type="submit">继续登录</button></form>`
  return layout('选择账号', body)
}

type PageLink = { href: string; text: string }

export function messagePage(title: string, message: string, link?: PageLink | PageLink[]): string {
  const links = link === undefined ? [] : Array.isArray(link) ? link : [link]
  const action = links.length
    ? `<p class="actions">${links.map((item) => `<a href="${escapeHtml(item.href)}">${escapeHtml(item.text)}</a>`).join('')}</p>`
    : ''
  return layout(title, `<h1>${escapeHtml(title)}</h1><div class="card"><p>${escapeHtml(message)}</p>${action}</div>`)
}

/** WeChat's JSSDK: inside the mini-program's web-view it offers `wx.miniProgram.navigateBack()`. */
const WECHAT_JSSDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/**
 * The end of a mini-program's 统一身份认证登录 in its web-view: the person goes back (the page tries to take them
 * there itself when it runs in the mini-program), where the login page redeems the hand-off.
 */
export function handoffDonePage(scriptNonce: string): string {
  const script = `(function(){var back=function(){if(window.wx&&wx.miniProgram)wx.miniProgram.navigateBack({delta:1})};
if(window.wx&&wx.miniProgram)return back();
if(!/miniProgram/i.test(navigator.userAgent)&&window.__wxjs_environment!=='miniprogram')return;
var s=document.createElement('script');s.src=${JSON.stringify(WECHAT_JSSDK)};s.nonce=${JSON.stringify(scriptNonce)};s.onload=back;
document.head.appendChild(s)})()`
  return layout(
    '登录成功',
    `<h1>登录成功，请返回小程序</h1><div class="card"><p>已通过学校统一身份认证。请点击左上角返回小程序，小程序将自动完成登录。</p></div>`,
    scriptNonce,
    script,
  )
}
